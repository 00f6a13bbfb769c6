import FuzzSupport

runLibFuzzer(walkMatroska)
