/** How the web paces itself (SPEC §9): polls, overlays, toasts, debounces and breakpoints. The servers never read these. */
export const API_TIMEOUT_MS = 30_000;
export const SERVER_STATUS_POLL_MS = 10_000;
export const CLOCK_TICK_MS = 1_000;
export const NOTICE_TIME_REFRESH_MS = 60_000;
export const SCROLLED_HEADER_PX = 50;
export const MOBILE_BREAKPOINT_PX = 600;
export const LOGIN_REDIRECT_MS = 1_000;
export const LOGOUT_OVERLAY_MS = 1_000;
export const RESET_REDIRECT_MS = 3_000;
export const POPUP_CLOSE_MS = 3_000;
export const TOAST_MS = 3_000;
export const COPY_TOAST_MS = 2_000;
export const CODE_SUBMITTED_BADGE_MS = 3_000;
export const REFRESH_SPINNER_DELAY_MS = 500;
export const RANKINGS_SEARCH_DEBOUNCE_MS = 500;
export const RANKINGS_RETRY_MS = 5_000;
/** The start-up session check, when the server cannot answer (5xx, 429, timeout, offline): retried after 1 s, doubling up to this. */
export const SESSION_CHECK_RETRY_MS = 1_000;
export const SESSION_CHECK_RETRY_MAX_MS = 10_000;
