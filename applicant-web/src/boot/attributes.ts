/** On <html> of a prerendered page while the visitor holds a session: the top bar's account area waits for the app. */
export const SESSION_PENDING_ATTRIBUTE = 'data-session-pending';

/** On <html> once the app has taken the page over (rendered or hydrated it); with the event of the same name on window. */
export const APP_READY = 'data-app-ready';
