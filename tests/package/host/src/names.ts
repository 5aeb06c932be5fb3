// Account names as a host opts into them, checked against the packed tarball: the entry is a
// plugin createModal takes, and importing it adds the plugin's views to the modal's view ids.
import { createModal } from 'portico'
import type { PluginEntry } from 'portico'
import { names } from 'portico/names'

const plugin: PluginEntry = names
const modal = createModal({ projectId: 'p', networks: ['eip155:1'], plugins: [plugin] })
void modal.open({ view: 'RegisterAccountName' })
// @ts-expect-error: the success view's name is a string
void modal.open({ view: 'RegisterAccountNameSuccess', data: { name: 42 } })
void modal.open({ view: 'RegisterAccountNameSuccess', data: { name: 'alice.portico' } })
