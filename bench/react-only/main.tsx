// The bench's yardstick for page load: bench/host without the kit. The same React, the same
// root and a button with the same text, so the difference in first paint is what the kit costs.
import { createRoot } from 'react-dom/client'

const container = document.getElementById('root')
if (!container) throw new Error('React-only bench host: #root is missing from index.html')

createRoot(container).render(
  <button type="button" onClick={() => undefined}>
    Connect Wallet
  </button>,
)
