// A singly linked list in malloc'ed nodes: push, reverse, remove, and free; structs reached
// through pointers.
#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

struct node *push(struct node *head, int v) {
    struct node *n = malloc(sizeof *n);
    n->value = v;
    n->next = head;
    return n;
}

struct node *reverse(struct node *head) {
    struct node *prev = NULL;
    while (head) {
        struct node *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

struct node *remove_if_even(struct node *head) {
    struct node **link = &head;
    while (*link) {
        if ((*link)->value % 2 == 0) {
            struct node *dead = *link;
            *link = dead->next;
            free(dead);
        } else {
            link = &(*link)->next;
        }
    }
    return head;
}

void print(const struct node *n) {
    for (; n; n = n->next) printf("%d ", n->value);
    printf("\n");
}

int main(void) {
    struct node *list = NULL;
    for (int i = 1; i <= 10; i++) list = push(list, i * i);
    print(list);
    list = reverse(list);
    print(list);
    list = remove_if_even(list);
    print(list);
    while (list) {
        struct node *next = list->next;
        free(list);
        list = next;
    }
    printf("freed\n");
    return 0;
}
