/** Extension pages the overlay opens in a new tab. */
export type OverlayTarget = '/welcome.html' | `/job.html?id=${number}` | `/sidepanel.html?employer=${number}`;
