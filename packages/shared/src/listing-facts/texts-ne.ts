import {
  admissionFeeNe,
  amenitiesNe,
  freeBedsNe,
  gateClosingNe,
  genderNe,
  mealTimesNe,
  mealsNe,
  refundableDepositNe,
  seaterPricesNe,
} from './ne/hostel';
import {
  advanceMonthsNe,
  depositMonthsNe,
  floorNe,
  furnishedNe,
  parkingNe,
  propertyTypeNe,
  waterNe,
  waterHoursNe,
  waterSourcesNe,
  welcomeNe,
} from './ne/property';
import { backupPowerNe, bikeParkingNe, contactAppsNe } from './ne/any-listing';
import { factMessagesOf, type FactTexts } from './texts';

/**
 * The facts' words in Nepali, imported as '@app/shared/listing-facts/ne' (not through the package's
 * index): loaded only where Nepali is shown.
 */
export const FACT_TEXT_NE = {
  gender: genderNe,
  meals: mealsNe,
  amenities: amenitiesNe,
  propertyType: propertyTypeNe,
  furnished: furnishedNe,
  parking: parkingNe,
  water: waterNe,
  floor: floorNe,
  contactApps: contactAppsNe,
  seaterPrices: seaterPricesNe,
  admissionFee: admissionFeeNe,
  refundableDeposit: refundableDepositNe,
  freeBeds: freeBedsNe,
  gateClosing: gateClosingNe,
  mealTimes: mealTimesNe,
  advanceMonths: advanceMonthsNe,
  depositMonths: depositMonthsNe,
  waterSources: waterSourcesNe,
  waterHours: waterHoursNe,
  backupPower: backupPowerNe,
  bikeParking: bikeParkingNe,
  welcome: welcomeNe,
} satisfies FactTexts;

/** The facts' validation messages in Nepali: the web's Nepali `attributes` messages. */
export const ATTRIBUTE_MESSAGES_NE = factMessagesOf(FACT_TEXT_NE);
