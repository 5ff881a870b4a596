/** Tests of the phone layout only (the slide-in menu …): the desktop project leaves them out. */
export const PHONE_ONLY = '@phone';
