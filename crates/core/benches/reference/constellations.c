/* A constellation N-queens counter in the manner of NQueensFAF's CPU solver
 * (written from the idea, not from its source): the reference the `queens`
 * benchmark (crates/core/benches/queens.rs) must beat.
 *
 * Every solution has exactly one queen on each line of the outer ring (row 0,
 * row N-1, column 0, column N-1). The queens on the ring (up to four, fewer
 * when one stands in a corner) form a constellation; the eight symmetries of
 * the square map constellations onto constellations, and the number of
 * completions is the same for every member of a class. So one representative
 * per class is completed, weighted by its class size (2, 4 or 8): the member
 * whose last-row queen is nearest a corner (NQueensFAF's choice), of those
 * the one whose sorted square list is smallest.
 *
 * Each representative is split further by pre-placing the queens of more
 * lines (EXTRA = 1: rows 1 and N-2; EXTRA = 2: also columns 1 and N-2), which
 * is only a split: every completion has one queen on each of them. The rest
 * is a row-by-row bitmask search that skips the pre-placed rows (the shift
 * to the next free row is read from a table) and sees the pre-placed queens
 * as a per-row mask of the squares they attack.
 *
 * Build: cc -O3 -march=native -o constellations constellations.c
 *        (add -DEXTRA=0, 1 or 2; the default is 0, the fastest measured here)
 * Run:   ./constellations N [N2 ...]   prints "N total seconds constellations"
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "timed_main.h"

#ifndef EXTRA
#define EXTRA 0
#endif

static int n;
static uint32_t full;

/* Pre-placed queens (row, column), at most 8. */
static int qr[8], qc[8], nq;
static int row_used[32], col_used[32];

/* Per sub-problem search tables. */
static uint32_t forbid[33];
static int next_row[33];
static int first_row;
static uint64_t constellations;

static uint64_t dfs(int r, uint32_t cols, uint32_t d1, uint32_t d2)
{
    uint32_t avail = full & ~(cols | d1 | d2 | forbid[r]);
    int nr = next_row[r];
    if (nr >= n)
        return (uint64_t)__builtin_popcount(avail);
    int s = nr - r;
    uint64_t total = 0;
    while (avail) {
        uint32_t bit = avail & -avail;
        avail ^= bit;
        total += dfs(nr, cols | bit, (d1 | bit) << s, (d2 | bit) >> s);
    }
    return total;
}

/* Completions of the pre-placed queens. */
static uint64_t complete(void)
{
    uint32_t cols = 0;
    for (int r = 0; r < n; r++)
        forbid[r] = 0;
    for (int i = 0; i < nq; i++) {
        cols |= 1u << qc[i];
        for (int r = 0; r < n; r++) {
            int d = r - qr[i];
            int a = qc[i] + d, b = qc[i] - d;
            if (a >= 0 && a < n)
                forbid[r] |= 1u << a;
            if (b >= 0 && b < n)
                forbid[r] |= 1u << b;
        }
    }
    first_row = n;
    int next = n;
    for (int r = n - 1; r >= 0; r--) {
        next_row[r] = next;
        if (!row_used[r]) {
            next = r;
            first_row = r;
        }
    }
    constellations++;
    if (first_row >= n)
        return 1;
    return dfs(first_row, cols, 0, 0);
}

static int attacks(int r, int c)
{
    if (row_used[r] || col_used[c])
        return 1;
    for (int i = 0; i < nq; i++)
        if (abs(qr[i] - r) == abs(qc[i] - c))
            return 1;
    return 0;
}

static void place(int r, int c)
{
    qr[nq] = r;
    qc[nq] = c;
    nq++;
    row_used[r] = col_used[c] = 1;
}

static void lift(void)
{
    nq--;
    row_used[qr[nq]] = col_used[qc[nq]] = 0;
}

/* Lines to fill: kind 0 = row, 1 = column. */
static int line_kind[8], line_at[8], nlines, ring_lines;

static uint64_t fill(int li, int weight);

/* The key that orders the members of a class, written to key[0..=nq]: first
 * the distance of the bottom queen from the nearer corner (the member with
 * its ring queen nearest a corner in the last row is completed, as
 * NQueensFAF does: measured 1.6x faster here than the smallest square list
 * alone), then the sorted squares. */
static void ring_key(int g, int *key)
{
    int bottom = n;
    for (int i = 0; i < nq; i++) {
        int r = qr[i], c = qc[i], t;
        if (g & 1) c = n - 1 - c;
        if (g & 2) r = n - 1 - r;
        if (g & 4) { t = r; r = c; c = t; }
        key[i + 1] = r * n + c;
        if (r == n - 1)
            bottom = c < n - 1 - c ? c : n - 1 - c;
    }
    key[0] = bottom;
    for (int i = 1; i <= nq; i++)
        for (int j = i + 1; j <= nq; j++)
            if (key[j] < key[i]) { int x = key[i]; key[i] = key[j]; key[j] = x; }
}

/* Class size of the ring constellation if it is its class's representative
 * (the member with the smallest key), else 0. */
static int ring_weight(void)
{
    int base[5], img[5], same = 1;
    ring_key(0, base);
    for (int g = 1; g < 8; g++) {
        ring_key(g, img);
        int cmp = 0;
        for (int i = 0; i <= nq && !cmp; i++)
            cmp = (img[i] > base[i]) - (img[i] < base[i]);
        if (cmp < 0)
            return 0;
        if (cmp == 0)
            same++;
    }
    return 8 / same;
}

static uint64_t fill(int li, int weight)
{
    if (li == ring_lines && weight == 0) {
        weight = ring_weight();
        if (weight == 0)
            return 0;
    }
    if (li == nlines)
        return (uint64_t)weight * complete();
    int kind = line_kind[li], at = line_at[li];
    if (kind == 0 ? row_used[at] : col_used[at])
        return fill(li + 1, weight);
    uint64_t total = 0;
    for (int x = 0; x < n; x++) {
        int r = kind == 0 ? at : x, c = kind == 0 ? x : at;
        if (attacks(r, c))
            continue;
        place(r, c);
        total += fill(li + 1, weight);
        lift();
    }
    return total;
}

static void add_line(int kind, int at)
{
    for (int i = 0; i < nlines; i++)
        if (line_kind[i] == kind && line_at[i] == at)
            return;
    line_kind[nlines] = kind;
    line_at[nlines] = at;
    nlines++;
}

static uint64_t count(int size)
{
    n = size;
    full = (1u << n) - 1;
    if (n == 1)
        return 1;
    nlines = 0;
    add_line(0, 0); add_line(0, n - 1); add_line(1, 0); add_line(1, n - 1);
    ring_lines = nlines;
    if (EXTRA >= 1 && n >= 6) { add_line(0, 1); add_line(0, n - 2); }
    if (EXTRA >= 2 && n >= 8) { add_line(1, 1); add_line(1, n - 2); }
    nq = 0;
    memset(row_used, 0, sizeof row_used);
    memset(col_used, 0, sizeof col_used);
    constellations = 0;
    return fill(0, 0);
}

int main(int argc, char **argv)
{
    return timed_main(argc, argv, count, &constellations);
}
