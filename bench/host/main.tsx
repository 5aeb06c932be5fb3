// The smallest host the bench measures: what a page pays before the modal opens is
// createModal + ModalProvider + ConnectButton (plus React, which the bench reports apart).
import { createRoot } from 'react-dom/client'
import { createModal } from 'portico'
import { ConnectButton, ModalProvider } from 'portico/react'

// Measured by the bench: what createModal does before the page can paint its button.
performance.mark('portico:createModal:start')
const modal = createModal({ projectId: 'bench', networks: ['eip155:1'] })
performance.measure('portico:createModal', 'portico:createModal:start')

const container = document.getElementById('root')
if (!container) throw new Error('bench host: #root is missing from index.html')

createRoot(container).render(
  <ModalProvider modal={modal}>
    <ConnectButton />
  </ModalProvider>,
)
