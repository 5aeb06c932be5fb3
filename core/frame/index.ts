/** The hidden frame of e-mail login: messages, messenger, storage, provider. */
export * from './schemas'
export * from './messenger'
export * from './methods'
export * from './storage'
export * from './provider'
