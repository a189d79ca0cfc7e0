/** The limits of the declared facts, where a message or a form names them too. */

/** The most rupees a fee, a deposit or a seater's monthly price may be: Rs. 10 lakh. */
export const MAX_FACT_RUPEES = 1_000_000;
/** A hostel's beds: as many as its rooms may be (the listing's `room`, at most 10,000). */
export const MAX_FREE_BEDS = 10_000;
/** Months of advance rent or of deposit a landlord may ask. */
export const MAX_MONTHS = 24;
/** A hostel serves at most this many meals (with snacks) a day. */
export const MAX_MEAL_TIMES = 4;
