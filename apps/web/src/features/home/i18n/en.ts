/** The `home` namespace: the home page (hero, services, gallery, about us, freelancer sign-up). */
export const homeEn = {
  title: 'Rooms, flats and hostels in Nepal',
  hero: {
    zeroCharge: 'Zero charge for students',
    headline: 'Find a verified room, flat or hostel anywhere in Nepal',
    description:
      'Every listing is checked by our team before it appears, and the service is zero-charge (free) for students.',
    search: {
      label: 'Search hostels and rooms',
      kindLegend: 'What are you looking for?',
      hostel: 'Hostel',
      room: 'Room or flat',
      where: 'Place or college',
      placeholder: 'e.g. Kirtipur, Pulchowk, Lakeside',
      findHostel: 'Find a hostel',
      findRoom: 'Find a room',
    },
    beGharbeti: 'Be a Gharbeti',
    findHostel: 'Find Hostel',
    findPlaceToRent: 'Find a place to rent',
    addHostel: 'Add Hostel',
    addHostelPrompt: 'Own a hostel?',
  },
  areas: {
    title: 'Hostels in student areas',
    places: {
      kirtipur: 'Kirtipur',
      bagbazar: 'Bagbazar',
      putalisadak: 'Putalisadak',
      dillibazar: 'Dillibazar',
      baneshwor: 'Baneshwor',
      balkumari: 'Balkumari',
      pulchowk: 'Pulchowk',
      prithviChowk: 'Prithvi Chowk, Pokhara',
      lakeside: 'Lakeside, Pokhara',
      dharan: 'Dharan',
      bharatpur: 'Bharatpur',
    },
  },
  services: {
    title: 'What we offer',
    intro: 'One marketplace for renting in Nepal: tenants find, owners let, our team checks.',
    landlords: {
      title: 'For landlords (gharbeti)',
      text: 'List a house, flat or shutter for free. We check it on site, so tenants trust what they see and call you.',
    },
    hostelOwners: {
      title: 'For hostel owners',
      text: 'Add your hostel with photos and the monthly price, and see every applicant with their phone number in one place.',
    },
    tenants: {
      title: 'For students and tenants',
      text: 'Search verified hostels and rooms by place or college, compare rents and apply online. Free for students.',
    },
    photographers: {
      title: 'For freelance photographers',
      text: 'Earn by visiting places near you: measure the rooms and take photos, so tenants see a place as it is.',
    },
  },
  gallery: {
    title: 'Gallery',
    intro: 'The kinds of places you will find on Ghar Bhada.',
    introListings: 'Some of the newest verified places on Ghar Bhada.',
    hostel: 'A student hostel close to college',
    room: 'A bright single room with a study desk',
    house: 'A family house with rooms for rent',
    city: 'Rentals across Kathmandu valley and beyond',
  },
  about: {
    title: 'About us',
    paragraph1:
      'Ghar Bhada is a Nepali rental marketplace. We started it because finding a safe, fairly priced room often meant walking from door to door, paying brokers, or trusting photos that did not match the place.',
    paragraph2:
      'Landlords and hostel owners list for free, our team and local freelance photographers verify each property, and students search and apply without paying any charge.',
  },
  join: {
    title: 'Join as a freelance photographer',
    text: 'Do you have a phone with a good camera and know your neighbourhood well? Help us verify rooms and hostels near you and earn for every completed visit.',
    loadingForm: 'Loading the sign-up form…',
  },
};

export type HomeResources = typeof homeEn;
