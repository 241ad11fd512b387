/** The comments feature's public surface. */
export { CommentThread, type CommentThreadProps } from './components/comment-thread';
