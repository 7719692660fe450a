/** The message contract between the extension's parts, and the code on each side of it. */
export * from './contract';
export * from './dispatch';
export * from './senders';
