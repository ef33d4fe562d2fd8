"""Helpers of the Python tests: seeded data and explicit comparisons."""

import os
import sys

import numpy as np

SEED = int(os.environ.get("STYPE_TEST_SEED", "1"))
print("seed", SEED)
rng = np.random.default_rng(SEED)

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)


def close(got, want, what, rtol=1e-6, atol=1e-6):
    got = np.asarray(got)
    want = np.asarray(want)
    ok = got.shape == want.shape and np.allclose(got, want, rtol=rtol,
                                                 atol=atol)
    if not ok:
        print("got", got, "want", want, sep="\n")
    check(ok, what)


def raises(exc, fn, *args, match=None, **kwargs):
    """Calls fn and returns the message of the `exc` it must raise."""
    try:
        fn(*args, **kwargs)
    except exc as e:
        msg = str(e)
        if match is not None and match not in msg:
            check(False, "message %r lacks %r" % (msg, match))
        return msg
    except Exception as e:  # noqa: BLE001 - report the wrong type
        check(False, "expected %s, got %s: %s" % (exc.__name__,
                                                  type(e).__name__, e))
        return None
    check(False, "expected %s, nothing raised" % exc.__name__)
    return None


def finish():
    if failures:
        print("%d checks failed" % len(failures))
        sys.exit(1)
    print("all checks passed")
