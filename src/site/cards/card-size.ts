/** What Open Graph and Twitter's large summary card expect. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
