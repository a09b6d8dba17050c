! A word list as real codes keep one before deferred-length arrays: an array of a wrapper
! type whose one component is a deferred-length CHARACTER string (`type vstring;
! character(:), allocatable :: s`). Words are split from a text, counted, deduplicated,
! sorted (swapping whole records, which deep-copies the strings), the longest word found,
! each word reversed by a function with a deferred-length result, and the list grown by
! copying into a bigger allocatable array of records.
module word_lists
  implicit none
  type vstring
    character(:), allocatable :: s
    integer :: count = 0
  end type vstring
contains
  function reversed(w) result(r)
    character(*), intent(in) :: w
    character(:), allocatable :: r
    integer :: i
    allocate (character(len=len(w)) :: r)
    do i = 1, len(w)
      r(i:i) = w(len(w) - i + 1:len(w) - i + 1)
    end do
  end function reversed

  subroutine add_word(list, n, w)
    type(vstring), allocatable, intent(inout) :: list(:)
    integer, intent(inout) :: n
    character(*), intent(in) :: w
    type(vstring), allocatable :: bigger(:)
    integer :: k
    do k = 1, n
      if (list(k)%s == w) then
        list(k)%count = list(k)%count + 1
        return
      end if
    end do
    if (n == size(list)) then
      allocate (bigger(2 * n))
      do k = 1, n
        bigger(k) = list(k)
      end do
      deallocate (list)
      allocate (list(2 * n))
      do k = 1, n
        list(k) = bigger(k)
      end do
      deallocate (bigger)
    end if
    n = n + 1
    list(n)%s = w
    list(n)%count = 1
  end subroutine add_word

  subroutine sort_words(list, n)
    type(vstring), intent(inout) :: list(:)
    integer, intent(in) :: n
    type(vstring) :: t
    integer :: i, j
    do i = 1, n - 1
      do j = i + 1, n
        if (list(j)%s < list(i)%s) then
          t = list(i)
          list(i) = list(j)
          list(j) = t
        end if
      end do
    end do
  end subroutine sort_words
end module word_lists

program dl2_wordlist
  use word_lists
  implicit none
  character(len=*), parameter :: text = &
    'the quick brown fox jumps over the lazy dog while the small dog sleeps ' // &
    'and the fox runs over hills over fields and far away'
  type(vstring), allocatable :: words(:)
  integer :: n, pos, next, k, longest, checksum

  allocate (words(2))
  n = 0
  pos = 1
  do while (pos <= len(text))
    next = index(text(pos:), ' ')
    if (next == 0) then
      next = len(text) + 1
    else
      next = pos + next - 1
    end if
    if (next > pos) call add_word(words, n, text(pos:next - 1))
    pos = next + 1
  end do
  print *, 'distinct words', n, ' capacity', size(words)

  call sort_words(words, n)
  longest = 1
  checksum = 0
  do k = 1, n
    if (len(words(k)%s) > len(words(longest)%s)) longest = k
    checksum = checksum + k * words(k)%count * len(words(k)%s)
    write (*, '(I3,1X,A8,I3,1X,A)') k, words(k)%s, words(k)%count, reversed(words(k)%s)
  end do
  print *, 'longest: ', words(longest)%s, len(words(longest)%s)
  print *, 'checksum', checksum
  print *, reversed('level') == 'level', reversed(words(1)%s // words(n)%s)
end program dl2_wordlist
