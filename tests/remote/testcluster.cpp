// kiln-test-cluster: the tests' one-node Slurm cluster as a program, for `kiln bench slurm` and trying the
// Slurm executor by hand. Prints the SLURM_CONF to export, keeps the daemons until stdin closes (Ctrl+D) or
// a line is entered, then stops them by pid.
#include "testdaemons.h"

#include <QCoreApplication>
#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    kiln::testing::TestSlurmCluster cluster;
    QString error;
    if (const QString missing = kiln::testing::missingProgram({"munged", "slurmctld", "slurmd", "sbatch"});
        !missing.isEmpty()) {
        std::fprintf(stderr, "kiln-test-cluster: %s is not installed (apt-get install slurm-wlm munge)\n",
                     qPrintable(missing));
        return 3;
    }
    if (!cluster.start(&error)) {
        std::fprintf(stderr, "kiln-test-cluster: %s\n", qPrintable(error));
        return 3;
    }
    std::printf("export SLURM_CONF=%s\n", qPrintable(cluster.conf()));
    std::printf("# cluster up (partition kiln, 2 CPUs); press Enter or close stdin to stop it\n");
    std::fflush(stdout);
    std::getchar();
    cluster.stop();
    return 0;
}
