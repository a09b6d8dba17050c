// Singly linked lists as event queues and free lists use them: nodes from malloc, top-down
// merge sort on the list itself (stable, no payload copies), in-place reversal, removal of
// duplicates, splitting by a predicate through pointer-to-pointer tails, and a final free.
// The payload is a struct with a key and the insertion order, so stability is visible.
#include <stdio.h>
#include <stdlib.h>

typedef struct item {
    int key;
    int seq;
    struct item *next;
} item;

static item *cons(int key, int seq, item *next)
{
    item *n = malloc(sizeof *n);
    *n = (item){.key = key, .seq = seq, .next = next};
    return n;
}

static item *merge(item *a, item *b)
{
    item head = {0}, *tail = &head;
    while (a && b) {
        if (b->key < a->key) { /* ties take from a: stable */
            tail->next = b;
            b = b->next;
        } else {
            tail->next = a;
            a = a->next;
        }
        tail = tail->next;
    }
    tail->next = a ? a : b;
    return head.next;
}

static item *sort(item *list)
{
    /* merge sort by halving: split with slow/fast pointers, recurse */
    if (!list || !list->next)
        return list;
    item *slow = list, *fast = list->next;
    while (fast && fast->next) {
        slow = slow->next;
        fast = fast->next->next;
    }
    item *second = slow->next;
    slow->next = NULL;
    return merge(sort(list), sort(second));
}

static item *reverse(item *list)
{
    item *prev = NULL;
    while (list) {
        item *next = list->next;
        list->next = prev;
        prev = list;
        list = next;
    }
    return prev;
}

static int dedupe(item *list)
{
    int removed = 0;
    for (item *p = list; p && p->next;) {
        if (p->next->key == p->key) {
            item *dead = p->next;
            p->next = dead->next;
            free(dead);
            removed++;
        } else {
            p = p->next;
        }
    }
    return removed;
}

static void partition(item *list, int (*pred)(const item *), item **yes, item **no)
{
    item **ty = yes, **tn = no;
    for (; list; list = list->next) {
        item ***t = pred(list) ? &ty : &tn;
        **t = list;
        *t = &list->next;
    }
    *ty = NULL;
    *tn = NULL;
}

static int is_even(const item *it) { return it->key % 2 == 0; }

static void show(const char *label, const item *list, int limit)
{
    int n = 0;
    long sum = 0;
    printf("%s:", label);
    for (const item *p = list; p; p = p->next, n++) {
        sum += (long)p->key * (n + 1);
        if (n < limit)
            printf(" %d/%d", p->key, p->seq);
    }
    printf("%s (n=%d, weighted=%ld)\n", n > limit ? " ..." : "", n, sum);
}

static void destroy(item *list)
{
    while (list) {
        item *next = list->next;
        free(list);
        list = next;
    }
}

int main(void)
{
    item *list = NULL;
    unsigned state = 12345u;
    for (int i = 0; i < 200; i++) {
        state = state * 1103515245u + 12345u;
        list = cons((int)((state >> 16) % 50u), i, list);
    }
    show("built", list, 8);
    list = sort(list);
    show("sorted", list, 12);
    int stable = 1;
    for (item *p = list; p->next; p = p->next)
        if (p->key == p->next->key && p->seq < p->next->seq)
            stable = 0; /* built by prepending, so equal keys run in decreasing seq */
    printf("stable=%d\n", stable);
    list = reverse(list);
    show("reversed", list, 6);
    int removed = dedupe(list);
    printf("duplicates removed=%d\n", removed);
    show("unique", list, 10);
    item *even, *odd;
    partition(list, is_even, &even, &odd);
    show("even", even, 5);
    show("odd", odd, 5);
    destroy(even);
    destroy(odd);
    return 0;
}
