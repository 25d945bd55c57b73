/** Seat names, the same in the page, on the boards and in the log. */
export const seatName = (p: number): string => `Player ${p + 1}`;
