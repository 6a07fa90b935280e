/** The browser extension's store listing: installing happens there (plug-in pages, /api plug-in version). */
export const PLUGIN_STORE_URL = 'https://chromewebstore.google.com/search/Shopsight'
