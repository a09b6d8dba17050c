! A keyword table for a small command language: each entry's name is a deferred-length
! component set by a structure constructor (`kw('begin', 1, ...)`), lookups match a trimmed,
! lower-cased word, abbreviations are resolved to the unique keyword they start, and a
! deferred-length CHARACTER pointer views the longest name and a substring of a command
! line. Functions with deferred-length results (the lower-cased word, the synopsis) are
! called in a loop, so each result must be freed by its caller.
module keyword_table
  implicit none
  type keyword
    character(len=:), allocatable :: name
    integer :: code = 0
    integer :: nargs = 0
  end type keyword
  integer, parameter :: max_kw = 12
  type(keyword) :: table(max_kw)
  integer :: nkw = 0
contains
  subroutine add(name, code, nargs)
    character(*), intent(in) :: name
    integer, intent(in) :: code, nargs
    nkw = nkw + 1
    table(nkw) = keyword(name, code, nargs)
  end subroutine add

  function lower(s) result(r)
    character(*), intent(in) :: s
    character(len=:), allocatable :: r
    integer :: i, c
    r = s
    do i = 1, len(r)
      c = ichar(r(i:i))
      if (c >= ichar('A') .and. c <= ichar('Z')) r(i:i) = char(c + 32)
    end do
  end function lower

  ! The index of the keyword `word` names or abbreviates uniquely; 0 when none, -1 when
  ! ambiguous.
  integer function lookup(word) result(k)
    character(*), intent(in) :: word
    character(len=:), allocatable :: w
    integer :: i, hits
    w = lower(trim(adjustl(word)))
    k = 0
    hits = 0
    do i = 1, nkw
      if (table(i)%name == w) then
        k = i
        return
      end if
      if (len(w) > 0 .and. len(w) < len(table(i)%name)) then
        if (table(i)%name(1:len(w)) == w) then
          hits = hits + 1
          k = i
        end if
      end if
    end do
    if (hits > 1) k = -1
  end function lookup

  function synopsis(i) result(r)
    integer, intent(in) :: i
    character(len=:), allocatable :: r
    character(len=12) :: buf
    write (buf, '(i0,a,i0)') table(i)%code, '/', table(i)%nargs
    r = table(i)%name // ' [' // trim(buf) // ']'
  end function synopsis
end module keyword_table

program keywords
  use keyword_table
  implicit none
  character(len=:), pointer :: view
  character(len=:), allocatable, target :: longest
  character(len=60), target :: line
  character(len=10) :: words(7)
  type command
    character(len=24) :: text
    integer :: code = 0
  end type command
  type(command), target :: queue(3)
  integer :: i, k, total, checksum

  call add('begin', 10, 0)
  call add('end', 11, 0)
  call add('print', 20, 1)
  call add('printall', 21, 0)
  call add('set', 30, 2)
  call add('solve', 40, 1)
  call add('stop', 90, 0)
  call add('timestep', 50, 1)

  do i = 1, nkw
    print '(a)', synopsis(i)
  end do
  queue(1)%text = 'set tol 1e-8'
  queue(2)%text = 'solve cg'
  queue(3)%text = 'print residual'

  words = [character(len=10) :: '  BEGIN', 'pri', 'print', 'So', 'TIME', 'x', 's']
  do i = 1, size(words)
    k = lookup(words(i))
    select case (k)
    case (0)
      print '(3a)', 'unknown:   "', trim(words(i)), '"'
    case (-1)
      print '(3a)', 'ambiguous: "', trim(words(i)), '"'
    case default
      print '(3a,i0)', 'matched:   "', trim(words(i)), '" -> ', table(k)%code
    end select
  end do

  ! The longest keyword, viewed through a deferred-length pointer.
  longest = ''
  do i = 1, nkw
    if (len(table(i)%name) > len(longest)) longest = table(i)%name
  end do
  view => longest
  print '(a,a,a,i0)', 'longest: ', view, ' len=', len(view)

  ! A command line's verb viewed in place as a substring, then replaced through the pointer.
  line = 'set  dt 0.25'
  k = index(line, ' ')
  view => line(1:k - 1)
  print '(a,i0,3a)', 'verb len=', len(view), ' "', view, '"'
  view = 'SE'
  print '(3a)', '"', trim(line), '"'
  view => line(6:7)
  print '(3a,i0)', 'arg "', view, '" code ', table(lookup(line(1:3)))%code

  ! The argument of each queued command, viewed through a component's substring.
  do i = 1, size(queue)
    k = index(queue(i)%text, ' ')
    view => queue(i)%text(k + 1:)
    queue(i)%code = lookup(queue(i)%text(1:k - 1))
    print '(a,i0,3a,i0)', 'queued ', queue(i)%code, ' "', trim(view), '" ', len(view)
    view => queue(i)%text(1:k - 1)
    view = 'DONE'
  end do
  print '(4a)', (queue(i)%text(1:6), i = 1, size(queue))

  ! Many calls whose deferred-length results must not accumulate.
  total = 0
  checksum = 0
  do i = 1, 20000
    k = 1 + mod(i, nkw)
    total = total + len(synopsis(k)) + len(lower(table(k)%name))
    checksum = mod(checksum * 31 + index(lower(table(k)%name), 'e') + lookup(table(k)%name), 100003)
  end do
  print '(a,i0,a,i0)', 'total=', total, ' checksum=', checksum
end program keywords
