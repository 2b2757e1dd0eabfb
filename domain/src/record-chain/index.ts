export { GENESIS_HASH, contentHash, linkHash, verifyChain } from './chain';
export type { ChainBreak, ChainBreakReason, ChainToVerify, ChainVerdict, SealedContent } from './chain';
export { recordChainAggregate, recordChainDecider, type RecordChainCommand, type RecordChainState } from './decider';
export { canonicalJson } from './canonical-json';
export { sha256Hex } from './sha256';
