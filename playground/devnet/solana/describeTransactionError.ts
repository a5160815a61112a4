import type { FailedTransactionMetadata } from 'litesvm'

/** A transaction error as the Solana JSON-RPC reports it: `err` in its JSON form, `message` as agave prints it. */
export interface DescribedTransactionError {
  readonly err: unknown
  readonly message: string
}

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>

const transactionErrors = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const instructionErrors = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

const transactionMessages: Readonly<Record<string, string>> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
}

const instructionMessages: Readonly<Record<string, string>> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  NotEnoughAccountKeys: 'insufficient account keys for instruction',
  AccountNotRentExempt: 'An account does not have enough lamports to be rent-exempt',
  InvalidAccountOwner: 'Invalid account owner',
  ArithmeticOverflow: 'Program arithmetic overflowed',
  IllegalOwner: 'Provided owner is not allowed',
}

const spaced = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

function describeInstructionError(inner: unknown): { readonly err: unknown; readonly message: string } {
  if (typeof inner === 'number') {
    const name = instructionErrors[inner] ?? `InstructionError${inner}`
    return { err: name, message: instructionMessages[name] ?? spaced(name) }
  }
  if (inner && typeof inner === 'object' && 'code' in inner && typeof inner.code === 'number')
    return {
      err: { Custom: inner.code },
      message: `custom program error: 0x${inner.code.toString(16)}`,
    }
  if (inner && typeof inner === 'object' && 'msg' in inner && typeof inner.msg === 'string')
    return {
      err: { BorshIoError: inner.msg },
      message: `Failed to serialize or deserialize account data: ${inner.msg}`,
    }
  return { err: 'GenericError', message: String(inner) }
}

/** Turns litesvm's error of a failed transaction into the RPC's JSON form and agave's message for it. */
export function describeTransactionError(error: LiteSvmError): DescribedTransactionError {
  if (typeof error === 'number') {
    const name = transactionErrors[error] ?? `TransactionError${error}`
    return { err: name, message: transactionMessages[name] ?? spaced(name) }
  }
  const value = error as unknown as Record<string, unknown>
  if (typeof value.err === 'function' && typeof value.index === 'number') {
    const inner = describeInstructionError((value.err as () => unknown).call(error))
    return {
      err: { InstructionError: [value.index, inner.err] },
      message: `Error processing Instruction ${value.index}: ${inner.message}`,
    }
  }
  if (typeof value.accountIndex === 'number') {
    const restricted = error.constructor.name.includes('Restricted')
    return restricted
      ? {
          err: { ProgramExecutionTemporarilyRestricted: { account_index: value.accountIndex } },
          message: `Execution of the program referenced by account at index ${value.accountIndex} is temporarily restricted.`,
        }
      : {
          err: { InsufficientFundsForRent: { account_index: value.accountIndex } },
          message: `Transaction results in an account (${value.accountIndex}) with insufficient funds for rent`,
        }
  }
  if (typeof value.index === 'number')
    return {
      err: { DuplicateInstruction: value.index },
      message: `Transaction contains a duplicate instruction (${value.index}) that is not allowed`,
    }
  return { err: String(error), message: String(error) }
}
