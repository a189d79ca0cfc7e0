import type { LegalResources } from './types';

export const legalEn: LegalResources = {
  effectiveDate: 'Effective date: {{date}}',
  contents: 'Contents',
  email: 'Email',
  phone: 'Phone',
  contactUnavailable: 'Our contact details have not been published yet. Please check this page again later.',
  privacy: {
    title: 'Privacy Policy',
    lead: 'How Ghar Bhada collects, uses, shares and protects your personal information.',
    sections: {
      introduction: {
        heading: '1. Introduction',
        paragraphs: [
          'This Privacy Policy explains how Ghar Bhada ("we", "us") handles personal information when you use our website to list, search for or apply for rooms, flats, houses and hostels in Nepal.',
          'We handle personal information in line with the laws of Nepal, in particular the Individual Privacy Act, 2075 (2018) and the Electronic Transactions Act, 2063 (2008).',
          'By using Ghar Bhada you agree to the practices described here. If you do not agree, please do not use the service.',
        ],
      },
      informationCollected: {
        heading: '2. Information we collect',
        paragraphs: ['We collect only what we need to run the service:'],
        items: [
          'Account details: your name, email address and password (stored only in hashed form).',
          'Listing details: property or hostel name, location and map coordinates, contact numbers, prices, rooms, measurements, descriptions and photos.',
          'Application details: your name, email, phone number, number of people and rooms, and preferred location when you apply for a listing.',
          'Freelancer details: name, email, phone, location and message when you apply to join as a photographer, and the measurements and photos you submit for tasks.',
          'Photos: pictures of rooms, buildings and their surroundings taken by owners and verifiers. We remove location (GPS) and camera data from every photo when it is uploaded. Photos should show the property, not people.',
          'Phone numbers: the contact numbers on listings, in applications and in freelancer sign-ups. We do not use them for marketing.',
          'Technical data: basic logs such as IP address, browser type and pages requested, used to keep the service secure.',
        ],
      },
      purpose: {
        heading: '3. How we use your information',
        paragraphs: ['We use your information to:'],
        items: [
          'create and manage your account and confirm your email address;',
          'publish listings and verify them on site;',
          'pass your application to the owner of the listing you chose;',
          'assign and manage verification tasks for freelancers;',
          'contact you about your account, listings, applications or tasks;',
          'prevent fraud and abuse and keep the service secure and working well.',
        ],
      },
      sharing: {
        heading: '4. Sharing of information',
        paragraphs: [
          'We do not sell your personal information.',
          'When you apply for a listing, your application details are shared with the owner of that listing so that they can contact you. The contact numbers on a listing are shown to visitors so that they can reach the owner. Freelancers assigned to verify a property receive its location and the owner’s contact numbers.',
          'We use service providers for hosting, email and maps, who process data only on our instructions. We may also disclose information when the law of Nepal requires it.',
        ],
      },
      cookies: {
        heading: '5. Cookies and browser storage',
        paragraphs: [
          'We use a small number of cookies and similar browser storage to keep you signed in and to remember your language choice. We do not use advertising or tracking cookies.',
          'You can clear cookies and site data in your browser at any time; you will then need to sign in again.',
        ],
      },
      security: {
        heading: '6. Security',
        paragraphs: [
          'Passwords are stored only as salted hashes, connections are encrypted, and uploaded photos are processed again to remove hidden location (GPS) data. Only people who need personal data to run the service can access it.',
          'No system is completely secure. Keep your password private and tell us at once if you think your account has been misused.',
        ],
      },
      retention: {
        heading: '7. Data retention',
        paragraphs: [
          'We keep account information while your account is active. Listings, applications and task records are kept while the service needs them and for a reasonable time afterwards to settle disputes and meet legal duties. After that we delete or anonymise them.',
        ],
      },
      rights: {
        heading: '8. Your rights',
        paragraphs: [
          'You may ask to see, correct or delete the personal information we hold about you, or withdraw a consent you gave us. You can edit most details of your own listings yourself. For anything else, contact us using the details below and we will reply within a reasonable time.',
          'These rights are yours under the Individual Privacy Act, 2075 (2018). An owner can remove an application from their list, and an applicant can ask us to remove one they sent.',
        ],
      },
      children: {
        heading: '9. Children under 13',
        paragraphs: [
          'Ghar Bhada is not meant for children under 13, and we do not knowingly collect their personal information. If you believe a child under 13 has given us personal information, contact us and we will delete it.',
        ],
      },
      updates: {
        heading: '10. Updates to this policy',
        paragraphs: [
          'We may update this policy from time to time. We will change the effective date above and, for important changes, tell registered users by email or on the site. Using the service after a change means you accept the updated policy.',
        ],
      },
      contact: {
        heading: '11. Contact us',
        paragraphs: ['For questions about this policy or your personal information, contact us:'],
      },
    },
  },
  terms: {
    title: 'Terms of Service',
    lead: 'The rules for using Ghar Bhada, for landlords, hostel owners, tenants, students and freelancers.',
    sections: {
      acceptance: {
        heading: '1. Acceptance of these terms',
        paragraphs: [
          'These Terms of Service govern your use of Ghar Bhada. By creating an account, listing a property, applying for a listing or otherwise using the service, you accept these terms. If you do not accept them, do not use the service.',
        ],
      },
      services: {
        heading: '2. Our services',
        paragraphs: [
          'Ghar Bhada is an online marketplace where landlords and hostel owners list properties, students and tenants search verified listings and apply, and freelance photographers carry out on-site verification. Searching and applying is free for students.',
          'When you apply for a listing, your name, phone number and the details you enter are sent to its owner, who contacts you directly. Listing a hostel or property is free; a listing appears in search only after our team or a freelance verifier has checked it.',
          'We are not a party to any rental agreement. Any agreement, rent or deposit is between the owner and the tenant. "Verified" means that our team or a freelancer checked the details and photos at the time of the visit; it is not a guarantee of the property’s condition, legal status or availability.',
        ],
      },
      eligibility: {
        heading: '3. Eligibility',
        paragraphs: [
          'You must be 13 years of age or older to use Ghar Bhada. If you are under 18, you may use the service only with the consent and supervision of a parent or legal guardian, who accepts these terms on your behalf.',
          'Give accurate information when you register and keep your login details secure. You are responsible for what happens under your account.',
        ],
      },
      responsibilities: {
        heading: '4. Your responsibilities',
        paragraphs: ['You agree to:'],
        items: [
          'give true, current and complete information in listings and applications;',
          'list only properties that you own or are allowed to let;',
          'keep prices, availability and contact numbers up to date;',
          'deal honestly and respectfully with the people who contact you;',
          'follow the laws of Nepal, including those on tenancy and taxes;',
          'as a freelance verifier: visit only the properties assigned to you, at a time agreed with the owner, measure honestly and photograph the property only, never people or their belongings.',
        ],
      },
      prohibited: {
        heading: '5. Prohibited acts',
        paragraphs: ['You must not:'],
        items: [
          'post false, misleading or duplicate listings, or photos of another property;',
          'ask students or tenants for fees in Ghar Bhada’s name;',
          'harass, threaten or discriminate against other users;',
          'collect other users’ personal data for unrelated purposes or send them spam;',
          'give someone else’s phone number or photos as your own without their permission;',
          'upload unlawful, offensive or infringing content, or anything containing malware;',
          'interfere with the security or normal working of the service.',
        ],
      },
      contentLicence: {
        heading: '6. Your content and our licence',
        paragraphs: [
          'You keep ownership of the photos, descriptions and other content you upload. By uploading it you give Ghar Bhada a non-exclusive, royalty-free licence to store, resize, display and share it in order to run and promote the service, for as long as it stays on the service.',
          'You confirm that you have the right to upload the content and that it does not infringe anyone else’s rights.',
        ],
      },
      termination: {
        heading: '7. Termination',
        paragraphs: [
          'You may stop using the service and ask us to close your account at any time. We may suspend or remove listings, applications or accounts that break these terms, appear fraudulent, or must be removed by law, with notice where reasonably possible.',
        ],
      },
      liability: {
        heading: '8. Limitation of liability',
        paragraphs: [
          'The service is provided "as is". As far as the law allows, Ghar Bhada is not liable for the conduct of owners, tenants or freelancers, for the accuracy of information supplied by users, or for any loss arising from a rental arranged through the service. Nothing in these terms limits liability that cannot be limited under the law of Nepal.',
        ],
      },
      modifications: {
        heading: '9. Changes to these terms',
        paragraphs: [
          'We may change these terms or the service from time to time. We will update the effective date above and, for important changes, notify registered users. Using the service after a change means you accept the updated terms.',
        ],
      },
      governingLaw: {
        heading: '10. Governing law',
        paragraphs: [
          'These terms are governed by the laws of Nepal, including the Electronic Transactions Act, 2063 (2008), the Individual Privacy Act, 2075 (2018) and the National Civil Code, 2074 (2017), whose rules on house rent apply to agreements between owners and tenants. Any dispute that cannot be settled amicably falls under the jurisdiction of the courts of Nepal.',
        ],
      },
      contact: {
        heading: '11. Contact us',
        paragraphs: ['For questions about these terms, contact us:'],
      },
    },
  },
};
