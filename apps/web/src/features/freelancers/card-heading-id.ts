/** The id of a sign-up card's heading, which takes the focus when the card before it goes. */
export const cardHeadingId = (id: string) => `freelancer-${id}`;
