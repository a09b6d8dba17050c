// Singly and doubly linked lists: building, reversing in place, merging two sorted lists,
// merge sort on a list, removing by predicate, and a doubly linked list with a sentinel.
#include <stdio.h>
#include <stdlib.h>

typedef struct item { int v; struct item *next; } item;

static item *cons(int v, item *next) { item *n = malloc(sizeof *n); n->v = v; n->next = next; return n; }
static void show(const char *label, const item *l) { printf("%s:", label); for (; l; l = l->next) printf(" %d", l->v); printf("\n"); }
static item *reverse(item *l) { item *prev = NULL; while (l) { item *n = l->next; l->next = prev; prev = l; l = n; } return prev; }

static item *merge(item *a, item *b) {
    item head = {0, NULL}, *t = &head;
    while (a && b) {
        if (a->v <= b->v) { t->next = a; a = a->next; } else { t->next = b; b = b->next; }
        t = t->next;
    }
    t->next = a ? a : b;
    return head.next;
}

static item *sort(item *l) {
    if (!l || !l->next) return l;
    item *slow = l, *fast = l->next;
    while (fast && fast->next) { slow = slow->next; fast = fast->next->next; }
    item *second = slow->next;
    slow->next = NULL;
    return merge(sort(l), sort(second));
}

static item *remove_if(item *l, int (*pred)(int)) {
    item **pp = &l;
    while (*pp) {
        if (pred((*pp)->v)) { item *dead = *pp; *pp = dead->next; free(dead); }
        else pp = &(*pp)->next;
    }
    return l;
}
static int is_odd(int v) { return v & 1; }
static void destroy(item *l) { while (l) { item *n = l->next; free(l); l = n; } }

typedef struct dnode { int v; struct dnode *prev, *next; } dnode;

int main(void) {
    item *l = NULL;
    for (int i = 0; i < 12; i++) l = cons((i * 37 + 11) % 23, l);
    show("list", l);
    l = reverse(l);
    show("reversed", l);
    l = sort(l);
    show("sorted", l);
    l = remove_if(l, is_odd);
    show("evens", l);
    item *m = merge(l, cons(1, cons(5, cons(40, NULL))));
    show("merged", m);
    destroy(m);
    dnode sentinel = {0, &sentinel, &sentinel};
    for (int i = 1; i <= 5; i++) {
        dnode *n = malloc(sizeof *n);
        n->v = i * 10;
        n->prev = sentinel.prev;
        n->next = &sentinel;
        sentinel.prev->next = n;
        sentinel.prev = n;
    }
    printf("backward:");
    for (dnode *p = sentinel.prev; p != &sentinel; p = p->prev) printf(" %d", p->v);
    printf("\n");
    dnode *third = sentinel.next->next->next;
    third->prev->next = third->next;
    third->next->prev = third->prev;
    free(third);
    printf("forward:");
    for (dnode *p = sentinel.next; p != &sentinel;) { dnode *n = p->next; printf(" %d", p->v); free(p); p = n; }
    printf("\n");
    return 0;
}
