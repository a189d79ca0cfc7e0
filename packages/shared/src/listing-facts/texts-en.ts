import {
  admissionFeeEn,
  amenitiesEn,
  freeBedsEn,
  gateClosingEn,
  genderEn,
  mealTimesEn,
  mealsEn,
  refundableDepositEn,
  seaterPricesEn,
} from './hostel';
import {
  advanceMonthsEn,
  depositMonthsEn,
  floorEn,
  furnishedEn,
  parkingEn,
  propertyTypeEn,
  waterEn,
  waterHoursEn,
  waterSourcesEn,
  welcomeEn,
} from './property';
import { backupPowerEn, bikeParkingEn, contactAppsEn } from './any-listing';
import type { FactTexts } from './texts';

/** The facts' words in English. A module of its own, so that it brings no Nepali along. */
export const FACT_TEXT_EN = {
  gender: genderEn,
  meals: mealsEn,
  amenities: amenitiesEn,
  propertyType: propertyTypeEn,
  furnished: furnishedEn,
  parking: parkingEn,
  water: waterEn,
  floor: floorEn,
  contactApps: contactAppsEn,
  seaterPrices: seaterPricesEn,
  admissionFee: admissionFeeEn,
  refundableDeposit: refundableDepositEn,
  freeBeds: freeBedsEn,
  gateClosing: gateClosingEn,
  mealTimes: mealTimesEn,
  advanceMonths: advanceMonthsEn,
  depositMonths: depositMonthsEn,
  waterSources: waterSourcesEn,
  waterHours: waterHoursEn,
  backupPower: backupPowerEn,
  bikeParking: bikeParkingEn,
  welcome: welcomeEn,
} satisfies FactTexts;
