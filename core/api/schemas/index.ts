export * from './walletServices'
export * from './analytics'
