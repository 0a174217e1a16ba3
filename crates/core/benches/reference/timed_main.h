/* The command line the reference counters share: each argument N (1 to 31)
 * is counted by `count` and timed on the monotonic clock; a line
 * "N total seconds" is printed for it, with `*extra` after them when
 * `extra` is given (a counter's own statistic, read after the count).
 */
#ifndef TIMED_MAIN_H
#define TIMED_MAIN_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int timed_main(int argc, char **argv, uint64_t (*count)(int), const uint64_t *extra)
{
    for (int i = 1; i < argc; i++) {
        int n = atoi(argv[i]);
        if (n < 1 || n > 31) {
            fprintf(stderr, "N must be 1..31\n");
            return 2;
        }
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        uint64_t total = count(n);
        clock_gettime(CLOCK_MONOTONIC, &b);
        printf("%d %llu %.3f", n, (unsigned long long)total,
               (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) * 1e-9);
        if (extra)
            printf(" %llu", (unsigned long long)*extra);
        printf("\n");
    }
    return 0;
}

#endif
