! A station table whose names and descriptions are deferred-length CHARACTER components
! (`character(len=:), allocatable :: name`): names set from trimmed words (reallocating the
! component), read back, LEN and ALLOCATED of components, an array of records filled in a
! loop, whole-record assignment that deep-copies the strings (changing the copy leaves the
! original alone), sorting by name through record swaps, and DEALLOCATE of a component.
module stations
  implicit none
  type station
    integer :: id = 0
    character(len=:), allocatable :: name
    real :: elevation = 0.0
    character(len=:), allocatable :: note
  end type station
contains
  subroutine set_name(s, text)
    type(station), intent(inout) :: s
    character(*), intent(in) :: text
    s%name = trim(adjustl(text))
  end subroutine set_name

  integer function name_sum(s)
    type(station), intent(in) :: s
    integer :: i
    name_sum = 0
    if (.not. allocated(s%name)) return
    do i = 1, len(s%name)
      name_sum = name_sum + i * iachar(s%name(i:i))
    end do
  end function name_sum

  subroutine sort_by_name(list, n)
    type(station), intent(inout) :: list(:)
    integer, intent(in) :: n
    type(station) :: tmp
    integer :: i, j
    do i = 2, n
      j = i
      do while (j > 1)
        if (list(j - 1)%name <= list(j)%name) exit
        tmp = list(j - 1)
        list(j - 1) = list(j)
        list(j) = tmp
        j = j - 1
      end do
    end do
  end subroutine sort_by_name
end module stations

program dl2_records
  use stations
  implicit none
  character(len=16) :: words(6)
  type(station) :: table(6), copy
  integer :: i, total

  words = [character(len=16) :: '  Kazbek', 'Elbrus', ' Ai-Petri', 'Belukha  ', 'Narodnaya', 'Klyuchevskaya']
  do i = 1, 6
    table(i)%id = 100 + i
    table(i)%elevation = 1000.0 + 512.5 * i
    call set_name(table(i), words(i))
  end do
  table(2)%note = 'highest'
  table(6)%note = 'volcano, ' // table(6)%name(1:5)

  total = 0
  do i = 1, 6
    print '(I4,1X,A,1X,I3,L2)', table(i)%id, '[' // table(i)%name // ']', len(table(i)%name), &
      allocated(table(i)%note)
    total = total + name_sum(table(i))
  end do
  print *, 'name checksum', total

  copy = table(6)
  copy%name = copy%name // '-2'
  copy%note(1:1) = 'V'
  print *, copy%id, copy%name, ' / ', table(6)%name
  print *, copy%note, ' / ', table(6)%note, len(copy%note)

  call sort_by_name(table, 6)
  do i = 1, 6
    write (*, '(A12,F9.1,I5)') table(i)%name, table(i)%elevation, table(i)%id
  end do

  table(1)%name = table(1)%name(1:3)
  print *, len(table(1)%name), table(1)%name
  deallocate (table(1)%name)
  print *, 'after deallocate', allocated(table(1)%name), allocated(table(2)%name)
  total = 0
  do i = 1, 6
    total = total + name_sum(table(i))
    if (allocated(table(i)%note)) total = total + 1000 * len(table(i)%note)
  end do
  print *, 'final checksum', total
end program dl2_records
