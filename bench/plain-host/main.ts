// The smallest plain page (no React) the package check weighs: createModal and the custom
// elements of portico/button, defined by the bare import alone (the package's sideEffects
// must keep it), each given the modal through its `modal` property.
import { createModal } from 'portico'
import 'portico/button'

const modal = createModal({ projectId: 'bench', networks: ['eip155:1'] })
for (const button of [
  ...document.querySelectorAll('portico-connect-button'),
  ...document.querySelectorAll('portico-network-button'),
])
  button.modal = modal
