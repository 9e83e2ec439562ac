const Sequencer = require('@jest/test-sequencer').default;

/**
 * The API specs (`*.int-spec.ts`, each booting an app) first, the quick unit specs after: on a
 * clean clone jest knows no durations and orders by file size, which could leave a long API spec
 * starting last with the other worker idle. After a run, jest's own record of failures and
 * durations orders within each group.
 */
class ApiSpecsFirst extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    const isApiSpec = (test) => test.path.endsWith('.int-spec.ts');
    return [...ordered.filter(isApiSpec), ...ordered.filter((test) => !isApiSpec(test))];
  }
}

module.exports = ApiSpecsFirst;
