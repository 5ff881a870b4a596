/** Tests of the phone layout only (the slide-in menu …): the desktop project leaves them out. */
export const PHONE_ONLY = '@phone';

/** Tests of HTTP answers with no page layout: they run once, in the desktop project. */
export const HTTP_ONLY = '@http';
