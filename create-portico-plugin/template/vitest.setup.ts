import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// React warns about updates outside act() only where it is told it runs under tests.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
// What a test rendered itself is unmounted after it (Testing Library does so too, with globals).
afterEach(() => cleanup())
