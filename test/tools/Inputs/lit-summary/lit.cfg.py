# A tiny suite for lit-summary.test: one test passes, one fails unless
# --param fail=0, two need a feature that is missing (UNSUPPORTED).
import lit.formats
config.name = "summary-demo"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".txt"]
config.substitutions.append(("%fail", lit_config.params.get("fail", "1")))
