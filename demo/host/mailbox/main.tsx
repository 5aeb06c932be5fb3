// The demo's Mailbox: the messages the local SMTP sink received (demo/mail), newest first,
// so the visitor can read the sign-in code or open the device-approval link. A stand-in for
// the visitor's own mailbox; linked as 'Mailbox' from the shop's header.
import { createRoot } from 'react-dom/client'
import { Mailbox } from './Mailbox'
import { stackEnv as env } from '../stackEnv'

const container = document.getElementById('root')
if (!container) throw new Error('mailbox: #root is missing from mailbox.html')
createRoot(container).render(<Mailbox mailUrl={env.VITE_PORTICO_MAIL_URL || undefined} />)
