export { browserLiveSource, LiveSourceProvider, useLiveSource } from './LiveContext';
export { LiveUpdates } from './LiveUpdates';
export { createLiveSource, type LiveMessage, type LiveSource } from './liveSource';
export { usePendingCount } from './usePendingCount';
