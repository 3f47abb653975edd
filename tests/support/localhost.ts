// The edge project's setup: Node resolves every `*.localhost` name to
// loopback, as browsers do, so a test reaches the shops' and the files'
// sites (scripts/localhost.mjs says why).
import "../../scripts/localhost.mjs";
