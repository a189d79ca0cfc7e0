import type { MailMessage } from '../../integrations/mailer';
import { bilingual } from './templates';

export function freelancerApprovedEmail(to: string, name: string, tasksUrl: string): MailMessage {
  return {
    to,
    kind: 'notification',
    template: 'freelancer approved',
    devHint: `freelancer approved: ${to}`,
    ...bilingual(
      'You are now a Ghar Bhada verifier / तपाईं अब घर भाडा प्रमाणीकरणकर्ता हुनुभयो',
      {
        en: [
          `Namaste ${name},`,
          'Your application to verify properties with Ghar Bhada is approved. Log in and open Works to see the visits we ask of you.',
        ],
        ne: [
          `नमस्ते ${name},`,
          'घर भाडासँग घरहरू प्रमाणित गर्ने तपाईंको आवेदन स्वीकृत भयो। लगइन गरेर "काम" खोल्नुहोस् र तपाईंलाई दिइएका भ्रमणहरू हेर्नुहोस्।',
        ],
      },
      { url: tasksUrl, en: 'See my tasks', ne: 'मेरा कामहरू हेर्नुहोस्' },
    ),
  };
}

export function freelancerRejectedEmail(to: string, name: string): MailMessage {
  return {
    to,
    kind: 'notification',
    template: 'freelancer rejected',
    devHint: `freelancer rejected: ${to}`,
    ...bilingual('Your Ghar Bhada verifier application / तपाईंको आवेदन', {
      en: [
        `Namaste ${name},`,
        'Thank you for applying to verify properties with Ghar Bhada. We cannot take your application forward at this time.',
      ],
      ne: [
        `नमस्ते ${name},`,
        'घर भाडासँग घर प्रमाणीकरण गर्न आवेदन दिनुभएकोमा धन्यवाद। अहिलेलाई हामी तपाईंको आवेदन अगाडि बढाउन सक्दैनौं।',
      ],
    }),
  };
}

type TaskSummary = { propertyName: string; location: string; description: string; due: string };

export function taskAssignedEmail(
  to: string,
  name: string,
  task: TaskSummary,
  tasksUrl: string,
): MailMessage {
  return {
    to,
    kind: 'notification',
    template: 'task assigned',
    devHint: `task assigned to ${to}: ${task.propertyName}`,
    ...bilingual(
      `New verification task: ${task.propertyName} / नयाँ प्रमाणीकरण काम`,
      {
        en: [
          `Namaste ${name},`,
          `You are asked to verify ${task.propertyName} in ${task.location} by ${task.due}.`,
          task.description,
          'The first verifier to accept the task takes it.',
        ],
        ne: [
          `नमस्ते ${name},`,
          `${task.location} मा रहेको ${task.propertyName} ${task.due} भित्र प्रमाणित गर्न अनुरोध छ।`,
          'पहिले स्वीकार गर्ने प्रमाणीकरणकर्ताले यो काम पाउनुहुन्छ।',
        ],
      },
      { url: tasksUrl, en: 'See the task', ne: 'काम हेर्नुहोस्' },
    ),
  };
}
