/** External guides opened from the top bar's tutorial menu (in a new tab). */
export const FAQ_URL = 'https://www.fitlab.it/faq'
export const VIDEO_TUTORIAL_URL = 'https://www.youtube.com/@fitlab-tutorial'
