/**
 * Component tests wait for conditions (`findBy…`, `waitFor`); Testing Library gives up on them after
 * 1 s by default. A view's first render can include a cold `import()` of a lazily loaded view, which
 * vitest transforms on demand: on a loaded 2-core machine that alone has taken longer than a second.
 * The bound only matters when a test fails, so it is set well above any machine's speed.
 */
import { configure } from '@testing-library/preact';

configure({ asyncUtilTimeout: 10_000 });
