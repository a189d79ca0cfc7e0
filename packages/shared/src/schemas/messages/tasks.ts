import { codesOf } from '../../messages/codes';

/** Verification tasks: the admin assigns, a freelancer accepts and completes on site. */
export const TASK_MESSAGES = {
  descriptionRequired: 'Please enter a task description',
  freelancersRequired: 'Please select at least one freelancer',
  freelancerUnknown: 'Only approved freelancers can be assigned.',
  expiryInvalid: 'Please enter a valid due date.',
  expiryPast: 'The due date must be in the future.',
  expiryTooFar: 'The due date must be within 90 days.',
  propertyNotFound: 'Property not found',
  propertyVerified: 'This property is already verified.',
  hostelVerified: 'This hostel is already verified.',
  openTask:
    'This listing already has an open verification task. Wait until it is completed or past its due date.',
  assigned: 'Task assigned successfully!',
  notFound: 'Task not found',
  notAssignee: 'This task is not assigned to you.',
  takenByOther: 'Another freelancer has already accepted this task.',
  alreadyAccepted: 'You have already accepted this task.',
  expired: 'This task has expired.',
  accepted: 'Task accepted successfully!',
  notAccepted: 'Accept this task before completing it.',
  notAcceptor: 'Only the freelancer who accepted this task can complete it.',
  alreadyCompleted: 'This task is already completed.',
  wrongRoom: 'This task is for another property.',
  completed: 'Task completed. The property is now verified.',
  hostelCompleted: 'Task completed. The hostel is now verified.',
  descriptionTooLong: 'The task description can be at most 2000 characters.',
  tooManyFreelancers: 'Please select at most 20 freelancers.',
  freelancerOnly: 'Only approved freelancers can do this.',
} as const;

/** The codes of TASK_MESSAGES ('tasks.notFound'): what the schemas and the API send. */
export const TASK_CODES = codesOf('tasks', TASK_MESSAGES);
