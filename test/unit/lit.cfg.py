# -*- Python -*-
# The runtime's GoogleTest binaries, run as one lit suite (one test per
# GoogleTest case).

import os

import lit.formats

config.name = "stype-unit"
config.suffixes = []
config.test_exec_root = os.path.join(config.stype_obj_root, "test", "unit")
config.test_source_root = config.test_exec_root
config.test_format = lit.formats.GoogleTest(".", "Tests")
