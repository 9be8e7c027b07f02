// Every npm script must run on the project's pinned Node 24 (node_modules/.bin/node), not the machine's.
const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is running; this project needs Node 24. Run commands through npm scripts after \`npm install\`.`,
  )
  process.exit(1)
}
