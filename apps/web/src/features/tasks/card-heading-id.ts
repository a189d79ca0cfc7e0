/** The id of a task card's heading, which takes the focus when a card above or below it goes. */
export const cardHeadingId = (id: string) => `task-${id}`;
