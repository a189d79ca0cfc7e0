/** The id of a buyer card's heading, which takes the focus when a card above or below it goes. */
export const cardHeadingId = (id: string) => `buyer-${id}`;
