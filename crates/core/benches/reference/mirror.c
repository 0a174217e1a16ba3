/* Plain mirror-symmetry bitmask N-queens counter: the yardstick of the
 * `queens` benchmark (crates/core/benches/queens.rs).
 *
 * Row-by-row depth-first search with a column mask and two shifting
 * diagonal masks, lowest-set-bit iteration. The first-row queen is tried in
 * the left half only (each solution found there stands for itself and its
 * mirror image) plus the middle column for odd N (searched whole).
 *
 * Build: cc -O3 -march=native -o mirror mirror.c
 * Run:   ./mirror N [N2 ...]     prints "N total seconds" per size
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "timed_main.h"

static uint32_t full;

static uint64_t dfs(int left, uint32_t cols, uint32_t d1, uint32_t d2)
{
    uint32_t avail = full & ~(cols | d1 | d2);
    if (left == 1)
        return (uint64_t)__builtin_popcount(avail);
    uint64_t total = 0;
    while (avail) {
        uint32_t bit = avail & -avail;
        avail ^= bit;
        total += dfs(left - 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
    }
    return total;
}

static uint64_t count(int n)
{
    full = (n == 32) ? ~0u : (1u << n) - 1;
    if (n == 1)
        return 1;
    uint64_t total = 0;
    for (int c = 0; c < n / 2; c++) {
        uint32_t bit = 1u << c;
        total += 2 * dfs(n - 1, bit, bit << 1, bit >> 1);
    }
    if (n % 2) {
        uint32_t bit = 1u << (n / 2);
        total += dfs(n - 1, bit, bit << 1, bit >> 1);
    }
    return total;
}

int main(int argc, char **argv)
{
    return timed_main(argc, argv, count, NULL);
}
