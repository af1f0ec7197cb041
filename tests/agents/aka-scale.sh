#!/bin/sh
# A scripted agent for an imported AgentKernelArena-style task (tst_commandtasks builds it: scale.cpp, whose
# benchmark reports the times written in it). Five ./kiln-eval calls, each judged by the task's own commands:
# the baseline as it is, a faster version, one whose check prints FAIL, one whose check hangs past its
# timeout, and the faster version again after changing the protected config.yaml.
set -u
./kiln-eval
sed -i 's/kSmallMs = 2.0/kSmallMs = 1.0/; s/kLargeMs = 8.0/kLargeMs = 2.0/' scale.cpp
./kiln-eval
sed -i 's/"PASS"/"FAIL: wrong values"/' scale.cpp
./kiln-eval
sed -i 's/"FAIL: wrong values"/"PASS"/; s/kHang = 0/kHang = 1/' scale.cpp
./kiln-eval
sed -i 's/kHang = 1/kHang = 0/' scale.cpp
chmod u+w config.yaml
echo "# the agent was here" >> config.yaml
./kiln-eval
