import { LISTINGS_PER_DAY, MAX_IMAGES, PHONE_MIN_DIGITS } from '../../constants';
import { codesOf } from '../../messages/codes';

export const SUBMITTED = 'Our team will contact you for verification.';

export const NOT_ON_MAP =
  'We could not find this location on the map. Choose one of the suggestions while typing to put your listing on the map.';

/** The published listing messages word for word, and the listings' other messages in the same tone. */
export const LISTING_MESSAGES = {
  property: {
    nameRequired: 'Property name is required',
    locationRequired: 'Location is required',
    contactRequired: 'Primary contact is required',
    phoneDigits: `Phone number must have at least ${PHONE_MIN_DIGITS} digits`,
    priceRequired: 'Price is required',
    priceNumber: 'Price must be a number',
    priceMin: 'Price cannot be negative',
    shutterInvalid: 'Shutter count must be a whole number, 0 or more',
    nameTooLong: 'Property name can be at most 200 characters',
    locationTooLong: 'Location can be at most 200 characters',
    phoneTooLong: 'Phone number can be at most 30 characters',
    priceWhole: 'Price must be a whole number',
    priceMax: 'Price can be at most Rs. 10 crore',
    shutterMax: 'Shutter count can be at most 1000',
    chatNeedsMobile:
      'WhatsApp and Viber need a mobile number (98…), and your primary contact number is not one. Enter a mobile number or untick them.',
  },
  verification: {
    length: 'Please enter the length of the property',
    width: 'Please enter the width of the property',
    room: 'Please enter the number of rooms',
    bathroom: 'Please enter the number of bathrooms',
    description: 'Please enter the description of the property',
    roomMin: 'Number of rooms must be at least 1',
    bathroomMin: 'Number of bathrooms must be at least 1',
    sizePositive: 'Length and width must be greater than 0',
    imagesRequired: 'Please upload at least one image of the property',
    imagesMax: `Maximum ${MAX_IMAGES} images allowed`,
    lengthMax: 'Length can be at most 10000 m',
    widthMax: 'Width can be at most 10000 m',
    roomWhole: 'Number of rooms must be a whole number',
    roomMax: 'Number of rooms can be at most 1000',
    bathroomWhole: 'Number of bathrooms must be a whole number',
    bathroomMax: 'Number of bathrooms can be at most 1000',
    descriptionTooLong: 'Description can be at most 5000 characters',
  },
  /** A hostel's on-site verification: rooms and bathrooms as for a property, and these. */
  hostelVerification: {
    length: 'Please enter the length of a typical room',
    width: 'Please enter the width of a typical room',
    beds: 'Please enter the number of beds',
    bedsMin: 'Number of beds must be at least 1',
    bedsWhole: 'Number of beds must be a whole number',
    bedsMax: 'Number of beds can be at most 10000',
    kitchen: 'Please choose whether the hostel has a kitchen',
    dining: 'Please choose whether the hostel has a dining room',
    imagesRequired: 'Please upload at least one image of the hostel',
  },
  hostel: {
    nameRequired: 'Please enter hostel name.',
    locationRequired: 'Please enter the location.',
    roomPositive: 'room must be a positive number.',
    contactInvalid: 'Contact number must be a valid 10-digit Nepali mobile.',
    emailInvalid: 'Please enter a valid e-mail.',
    pricePositive: 'Price must be positive.',
    imagesRequired: 'Upload at least one image.',
    imagesMax: `Please select at most ${MAX_IMAGES} images.`,
    descriptionRequired: 'Please enter a description.',
    priceMin: 'Price cannot be negative.',
    roomMin: 'Rooms must be at least 1.',
    nameTooLong: 'Hostel name can be at most 200 characters.',
    locationTooLong: 'Location can be at most 200 characters.',
    roomWhole: 'Rooms must be a whole number.',
    roomMax: 'Rooms can be at most 10000.',
    priceWhole: 'Price must be a whole number.',
    priceMax: 'Price can be at most Rs. 10 crore.',
    descriptionTooLong: 'Description can be at most 5000 characters.',
  },
  images: {
    tooLarge: "Some files exceed the 5MB limit and weren't uploaded.",
    limitReached: `You can only upload up to ${MAX_IMAGES} images.`,
    notImage: 'This file is not a supported image. Please choose a JPG or PNG photo.',
    tooManyPixels: 'This photo is too large in pixels. Please choose a smaller photo.',
    noneLeft: 'A hostel needs at least one photo.',
    notOwnPhoto: 'Only this hostel’s own photos can be kept.',
    notOwnPropertyPhoto: 'Only this property’s own photos can be kept.',
    keepOne: 'Keep or add at least one photo.',
    photoGone: 'That photo no longer exists.',
    changedMeanwhile:
      'These photos were changed meanwhile (perhaps in another tab). Please reload and try again.',
    storageUnavailable:
      'Photos cannot be saved or removed right now, so nothing was changed. Please try again in a few minutes.',
  },
  coordinateOutside: 'Choose a location in Nepal from the suggestions.',
  submitted: SUBMITTED,
  dailyLimit: `You can add at most ${LISTINGS_PER_DAY} listings a day. Please try again tomorrow.`,
  notOnMap: NOT_ON_MAP,
  /** What a new listing's owner is told: the team will call, and, without a map point, how to get one. */
  submittedAs: {
    hostel: `Hostel submitted. ${SUBMITTED}`,
    hostelNotOnMap: `Hostel submitted. ${SUBMITTED} ${NOT_ON_MAP}`,
    property: `Property submitted. ${SUBMITTED}`,
    propertyNotOnMap: `Property submitted. ${SUBMITTED} ${NOT_ON_MAP}`,
  },
  notFound: 'Listing not found',
  notOwner: 'Only the owner of this listing can change it.',
  soldInvalid: 'Please choose whether the listing is rented.',
  propertyVerified: 'Property verified.',
  propertyDeleted: 'Property deleted.',
  hostelVerified: 'Hostel verified.',
  hostelUpdated: 'Hostel updated successfully!',
  hostelDeleted: 'Hostel deleted.',
  photosUpdated: 'Photos updated.',
  photoRemoved: 'Photo removed.',
  propertyUpdated: 'Property updated.',
  mine: {
    kindInvalid: 'Please choose hostels or properties.',
    searchTooLong: 'Search can be at most 100 characters.',
    needsInvalid: 'Please choose listings that need you, or all of them.',
  },
} as const;

/** The codes of LISTING_MESSAGES ('listings.hostel.nameRequired'): what schemas and the API send. */
export const LISTING_CODES = codesOf('listings', LISTING_MESSAGES);
