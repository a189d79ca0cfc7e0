import type { VisitChecklistResources } from './en';

export const visitChecklistNe: VisitChecklistResources = {
  items: {
    water: 'पानीको आपूर्ति',
    backupPower: 'ब्याकअप बिजुली (इन्भर्टर वा जेनेरेटर)',
    roadAccess: 'गाडी पुग्ने बाटो',
    kitchen: 'खाना पकाउने भान्सा',
    bathroomsSeen: 'चल्ने बाथरूम',
    fireExtinguisher: 'आगो निभाउने यन्त्र',
    cctvCommonOnly: 'सीसीटीभी साझा ठाउँमा मात्र',
    operatingPermit: 'नगरपालिकाको सञ्चालन अनुमतिपत्र टाँसिएको',
  },
  answers: {
    yes: 'छ',
    no: 'छैन',
    not_seen: 'देखिएन',
  },
};
